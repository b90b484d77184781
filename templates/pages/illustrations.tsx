/**
 * Small drawings for the home page, made for this site. Colours come from classes styled in
 * templates/styles/pages.css, so they follow the light and dark themes.
 */

/** Metadata flowing from the stack into DataHub and out to the people who use it. */
export function FlowIllustration() {
  const sources = ['Warehouses', 'Streams', 'BI tools', 'Pipelines'];
  const uses = ['Discovery', 'Lineage', 'Governance', 'Quality'];
  const ys = [34, 106, 178, 250];
  return (
    <svg
      className="pg-ill pg-ill-flow"
      viewBox="-2 -2 484 324"
      role="img"
      aria-label="Metadata from warehouses, streams, BI tools and pipelines flows into DataHub, which serves discovery, lineage, governance and quality."
    >
      <g className="pg-ill-wires" fill="none">
        {ys.map((y) => (
          <path key={`in-${y}`} d={`M128 ${y + 18} C 180 ${y + 18}, 170 160, 176 160`} />
        ))}
        {ys.map((y) => (
          <path key={`out-${y}`} d={`M304 160 C 310 160, 300 ${y + 18}, 352 ${y + 18}`} />
        ))}
      </g>
      {sources.map((label, i) => (
        <g key={label} transform={`translate(0 ${ys[i]})`}>
          <rect className="pg-ill-surface" width="128" height="36" rx="18" />
          <circle className="pg-ill-accent-2" cx="20" cy="18" r="5" />
          <text className="pg-ill-text" x="34" y="23">
            {label}
          </text>
        </g>
      ))}
      {uses.map((label, i) => (
        <g key={label} transform={`translate(352 ${ys[i]})`}>
          <rect className="pg-ill-surface" width="128" height="36" rx="18" />
          <circle className="pg-ill-accent" cx="20" cy="18" r="5" />
          <text className="pg-ill-text" x="34" y="23">
            {label}
          </text>
        </g>
      ))}
      <g transform="translate(240 160)">
        <circle className="pg-ill-halo" r="64" />
        <circle className="pg-ill-core" r="46" />
        <g className="pg-ill-hub" strokeWidth="3">
          <path d="M0 -10 -14 -22M0 -10 14 -22M0 -10V6" />
        </g>
        <circle className="pg-ill-hub-node" cy="-10" r="7" />
        <circle className="pg-ill-hub-leaf" cx="-14" cy="-22" r="4.5" />
        <circle className="pg-ill-hub-leaf" cx="14" cy="-22" r="4.5" />
        <circle className="pg-ill-hub-leaf" cy="6" r="4.5" />
        <text className="pg-ill-core-text" y="29" textAnchor="middle">
          DataHub
        </text>
      </g>
    </svg>
  );
}

/** A pill with centred text; the width allows for wide fallback fonts. */
function Chip({
  x,
  y,
  label,
  tone = 1,
  anchor = 'start',
}: {
  x: number;
  y: number;
  label: string;
  tone?: 1 | 2;
  anchor?: 'start' | 'end';
}) {
  const width = label.length * 7.6 + 18;
  const left = anchor === 'end' ? x - width : x;
  return (
    <g>
      <rect className={tone === 1 ? 'pg-ill-chip' : 'pg-ill-chip-2'} x={left} y={y} width={width} height="20" rx="10" />
      <text
        className={tone === 1 ? 'pg-ill-chip-text' : 'pg-ill-chip-text-2'}
        x={left + width / 2}
        y={y + 14}
        textAnchor="middle"
      >
        {label}
      </text>
    </g>
  );
}

/** A search with results, and the lineage of the chosen result. */
export function DiscoveryIllustration() {
  const results = [
    { name: 'analytics.orders', tag: 'Certified' },
    { name: 'raw.orders_events', tag: 'Kafka' },
    { name: 'Orders overview', tag: 'Looker' },
  ];
  return (
    <svg
      className="pg-ill pg-ill-card"
      viewBox="0 0 440 300"
      role="img"
      aria-label="A search for orders lists matching tables and dashboards; the first result's lineage shows where its data comes from and what uses it."
    >
      <rect className="pg-ill-frame" x="1" y="1" width="438" height="298" rx="16" />
      <rect className="pg-ill-field" x="20" y="20" width="400" height="40" rx="20" />
      <circle className="pg-ill-stroke" cx="44" cy="39" r="7" fill="none" strokeWidth="2.2" />
      <path className="pg-ill-stroke" d="m49 44 6 6" strokeWidth="2.2" strokeLinecap="round" />
      <text className="pg-ill-text" x="66" y="45">
        orders
      </text>
      {results.map((r, i) => (
        <g key={r.name} transform={`translate(20 ${74 + i * 40})`}>
          <rect className={i === 0 ? 'pg-ill-selected' : 'pg-ill-row'} width="400" height="34" rx="8" />
          <rect className={i === 2 ? 'pg-ill-accent-2' : 'pg-ill-accent'} x="10" y="9" width="16" height="16" rx="4" />
          <text className="pg-ill-text" x="36" y="22">
            {r.name}
          </text>
          <Chip x={388} y={7} label={r.tag} anchor="end" />
        </g>
      ))}
      <g transform="translate(20 204)">
        <text className="pg-ill-muted-text" x="0" y="12">
          Lineage
        </text>
        <g className="pg-ill-wires" fill="none">
          <path d="M112 56h40M264 56c12 0 12-20 24-20M264 56c12 0 12 20 24 20" />
        </g>
        <rect className="pg-ill-surface" x="0" y="38" width="112" height="36" rx="8" />
        <text className="pg-ill-label" x="56" y="61" textAnchor="middle">
          raw.orders
        </text>
        <rect className="pg-ill-selected" x="152" y="38" width="112" height="36" rx="8" />
        <text className="pg-ill-label pg-ill-strong" x="208" y="61" textAnchor="middle">
          orders
        </text>
        <rect className="pg-ill-surface" x="288" y="22" width="112" height="28" rx="8" />
        <text className="pg-ill-label" x="344" y="41" textAnchor="middle">
          revenue
        </text>
        <rect className="pg-ill-surface" x="288" y="62" width="112" height="28" rx="8" />
        <text className="pg-ill-label" x="344" y="81" textAnchor="middle">
          weekly KPIs
        </text>
      </g>
    </svg>
  );
}

/** An asset page: schema, owners, tags, terms and quality in one view. */
export function ContextIllustration() {
  const fields = [
    { name: 'order_id', type: 'string' },
    { name: 'customer_id', type: 'string' },
    { name: 'amount', type: 'decimal' },
    { name: 'created_at', type: 'timestamp' },
  ];
  return (
    <svg
      className="pg-ill pg-ill-card"
      viewBox="0 0 440 300"
      role="img"
      aria-label="The page of the orders table shows its schema, owners, domain, glossary terms and the result of its quality checks."
    >
      <rect className="pg-ill-frame" x="1" y="1" width="438" height="298" rx="16" />
      <rect className="pg-ill-accent" x="22" y="22" width="28" height="28" rx="7" />
      <path d="M29 31h14M29 36h14M29 41h9" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <text className="pg-ill-title" x="62" y="43">
        orders
      </text>
      <Chip x={272} y={26} label="PII" tone={2} anchor="end" />
      <Chip x={226} y={26} label="Tier 1" anchor="end" />
      <g transform="translate(22 68)">
        {['Schema', 'Lineage', 'Quality', 'Usage'].map((tab, i) => (
          <text key={tab} className={i === 0 ? 'pg-ill-tab pg-ill-strong' : 'pg-ill-tab'} x={i * 64} y="12">
            {tab}
          </text>
        ))}
        <rect className="pg-ill-accent" x="0" y="20" width="48" height="3" rx="1.5" />
        <rect className="pg-ill-divider" x="0" y="23" width="250" height="1" />
      </g>
      {fields.map((f, i) => (
        <g key={f.name} transform={`translate(22 ${104 + i * 44})`}>
          <rect className="pg-ill-row" width="250" height="36" rx="8" />
          <text className="pg-ill-small-text" x="12" y="23">
            {f.name}
          </text>
          <Chip x={240} y={8} label={f.type} anchor="end" />
        </g>
      ))}
      <g transform="translate(292 68)">
        <rect className="pg-ill-surface" width="128" height="212" rx="12" />
        <text className="pg-ill-muted-text" x="14" y="26">
          Owners
        </text>
        <circle className="pg-ill-accent" cx="26" cy="46" r="11" />
        <circle className="pg-ill-accent-2" cx="48" cy="46" r="11" />
        <text className="pg-ill-muted-text" x="14" y="86">
          Domain
        </text>
        <Chip x={14} y={94} label="Finance" />
        <text className="pg-ill-muted-text" x="14" y="140">
          Terms
        </text>
        <Chip x={14} y={148} label="Revenue" tone={2} />
        <circle className="pg-ill-ok" cx="24" cy="192" r="9" />
        <path
          d="m20 192 2.8 2.8 5-5.5"
          stroke="#fff"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <text className="pg-ill-label" x="40" y="197">
          Healthy
        </text>
      </g>
    </svg>
  );
}
