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
    <svg className="pg-ill pg-ill-flow" viewBox="0 0 480 320" role="img" aria-label="Metadata from warehouses, streams, BI tools and pipelines flows into DataHub, which serves discovery, lineage, governance and quality.">
      <g className="pg-ill-wires" fill="none">
        {ys.map((y) => (
          <path key={`in-${y}`} d={`M128 ${y + 18} C 180 ${y + 18}, 170 160, 194 160`} />
        ))}
        {ys.map((y) => (
          <path key={`out-${y}`} d={`M286 160 C 310 160, 300 ${y + 18}, 352 ${y + 18}`} />
        ))}
      </g>
      {sources.map((label, i) => (
        <g key={label} transform={`translate(8 ${ys[i]})`}>
          <rect className="pg-ill-surface" width="120" height="36" rx="18" />
          <circle className="pg-ill-accent-2" cx="20" cy="18" r="5" />
          <text className="pg-ill-text" x="34" y="23">{label}</text>
        </g>
      ))}
      {uses.map((label, i) => (
        <g key={label} transform={`translate(352 ${ys[i]})`}>
          <rect className="pg-ill-surface" width="120" height="36" rx="18" />
          <circle className="pg-ill-accent" cx="20" cy="18" r="5" />
          <text className="pg-ill-text" x="34" y="23">{label}</text>
        </g>
      ))}
      <g transform="translate(240 160)">
        <circle className="pg-ill-halo" r="64" />
        <circle className="pg-ill-core" r="46" />
        <g className="pg-ill-hub" strokeWidth="3">
          <path d="M0 -4 -14 -16M0 -4 14 -16M0 -4V14" />
        </g>
        <circle className="pg-ill-hub-node" cy="-4" r="7" />
        <circle className="pg-ill-hub-leaf" cx="-14" cy="-16" r="4.5" />
        <circle className="pg-ill-hub-leaf" cx="14" cy="-16" r="4.5" />
        <circle className="pg-ill-hub-leaf" cy="14" r="4.5" />
        <text className="pg-ill-core-text" y="36" textAnchor="middle">DataHub</text>
      </g>
    </svg>
  );
}

/** A search with results, and the lineage of the chosen result. */
export function DiscoveryIllustration() {
  const results = [
    { name: 'analytics.orders', tag: 'Certified', width: 132 },
    { name: 'raw.orders_events', tag: 'Kafka', width: 146 },
    { name: 'Orders overview', tag: 'Looker', width: 126 },
  ];
  return (
    <svg className="pg-ill pg-ill-card" viewBox="0 0 440 300" role="img" aria-label="A search for orders lists matching tables and dashboards; the first result's lineage shows where its data comes from and what uses it.">
      <rect className="pg-ill-frame" x="1" y="1" width="438" height="298" rx="16" />
      <rect className="pg-ill-field" x="20" y="20" width="400" height="40" rx="20" />
      <circle className="pg-ill-stroke" cx="44" cy="39" r="7" fill="none" strokeWidth="2.2" />
      <path className="pg-ill-stroke" d="m49 44 6 6" strokeWidth="2.2" strokeLinecap="round" />
      <text className="pg-ill-text" x="66" y="45">orders</text>
      <rect className="pg-ill-caret" x="114" y="30" width="2" height="19" />
      {results.map((r, i) => (
        <g key={r.name} transform={`translate(20 ${76 + i * 40})`}>
          <rect className={i === 0 ? 'pg-ill-selected' : 'pg-ill-row'} width="400" height="34" rx="8" />
          <rect className={i === 2 ? 'pg-ill-accent-2' : 'pg-ill-accent'} x="10" y="9" width="16" height="16" rx="4" />
          <text className="pg-ill-text" x="36" y="22">{r.name}</text>
          <rect className="pg-ill-chip" x={36 + r.width + 14} y="8" width={r.tag.length * 7.4 + 16} height="18" rx="9" />
          <text className="pg-ill-chip-text" x={36 + r.width + 22} y="21">{r.tag}</text>
        </g>
      ))}
      <g transform="translate(20 206)">
        <text className="pg-ill-muted-text" x="0" y="12">Lineage of analytics.orders</text>
        <g className="pg-ill-wires" fill="none">
          <path d="M112 54h48M272 54h16M272 54c8 0 8-20 16-20M272 54c8 0 8 20 16 20" />
        </g>
        <rect className="pg-ill-surface" x="0" y="38" width="112" height="32" rx="8" />
        <text className="pg-ill-small-text" x="12" y="58">raw.orders</text>
        <rect className="pg-ill-selected" x="160" y="38" width="112" height="32" rx="8" />
        <text className="pg-ill-small-text pg-ill-strong" x="172" y="58">orders</text>
        <rect className="pg-ill-surface" x="288" y="22" width="112" height="24" rx="8" />
        <text className="pg-ill-small-text" x="298" y="38">revenue</text>
        <rect className="pg-ill-surface" x="288" y="62" width="112" height="24" rx="8" />
        <text className="pg-ill-small-text" x="298" y="78">weekly report</text>
      </g>
    </svg>
  );
}

/** An asset page: schema, owners, tags, terms and quality in one view. */
export function ContextIllustration() {
  const fields = [
    { name: 'order_id', type: 'string', w: 70 },
    { name: 'customer_id', type: 'string', w: 94 },
    { name: 'amount', type: 'decimal', w: 60 },
    { name: 'created_at', type: 'timestamp', w: 86 },
  ];
  return (
    <svg className="pg-ill pg-ill-card" viewBox="0 0 440 300" role="img" aria-label="The page of the orders table shows its schema, owners, domain, glossary terms and the result of its quality checks.">
      <rect className="pg-ill-frame" x="1" y="1" width="438" height="298" rx="16" />
      <rect className="pg-ill-accent" x="22" y="22" width="28" height="28" rx="7" />
      <path d="M29 31h14M29 36h14M29 41h9" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <text className="pg-ill-title" x="62" y="42">orders</text>
      <rect className="pg-ill-chip" x="126" y="27" width="52" height="18" rx="9" />
      <text className="pg-ill-chip-text" x="135" y="40">Tier 1</text>
      <rect className="pg-ill-chip-2" x="184" y="27" width="40" height="18" rx="9" />
      <text className="pg-ill-chip-text-2" x="194" y="40">PII</text>
      <g transform="translate(22 66)">
        {['Schema', 'Lineage', 'Quality', 'Usage'].map((tab, i) => (
          <text key={tab} className={i === 0 ? 'pg-ill-small-text pg-ill-strong' : 'pg-ill-small-text pg-ill-muted-fill'} x={i * 62} y="12">{tab}</text>
        ))}
        <rect className="pg-ill-accent" x="0" y="20" width="46" height="3" rx="1.5" />
        <rect className="pg-ill-divider" x="0" y="23" width="250" height="1" />
      </g>
      {fields.map((f, i) => (
        <g key={f.name} transform={`translate(22 ${104 + i * 40})`}>
          <rect className="pg-ill-row" width="250" height="32" rx="8" />
          <text className="pg-ill-small-text" x="12" y="21">{f.name}</text>
          <rect className="pg-ill-chip" x={250 - f.type.length * 7 - 26} y="7" width={f.type.length * 7 + 16} height="18" rx="9" />
          <text className="pg-ill-chip-text" x={250 - f.type.length * 7 - 18} y="20">{f.type}</text>
        </g>
      ))}
      <g transform="translate(292 66)">
        <rect className="pg-ill-surface" width="126" height="214" rx="12" />
        <text className="pg-ill-muted-text" x="12" y="24">Owners</text>
        <circle className="pg-ill-accent" cx="24" cy="44" r="11" />
        <circle className="pg-ill-accent-2" cx="46" cy="44" r="11" />
        <text className="pg-ill-muted-text" x="12" y="84">Domain</text>
        <rect className="pg-ill-chip" x="12" y="92" width="66" height="18" rx="9" />
        <text className="pg-ill-chip-text" x="21" y="105">Finance</text>
        <text className="pg-ill-muted-text" x="12" y="136">Terms</text>
        <rect className="pg-ill-chip-2" x="12" y="144" width="70" height="18" rx="9" />
        <text className="pg-ill-chip-text-2" x="21" y="157">Revenue</text>
        <circle className="pg-ill-ok" cx="21" cy="190" r="8" />
        <path d="m17.5 190 2.5 2.5 4.5-5" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        <text className="pg-ill-small-text" x="36" y="195">Checks pass</text>
      </g>
    </svg>
  );
}
