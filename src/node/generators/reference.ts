/**
 * The search weight of generated reference pages whose text lists thousands of names (the metadata
 * model's entities, the Python models, the GraphQL types). Their bodies weigh half as much as a
 * guide's, so a question finds the guide first; a reference page's title and headings still rank
 * it first when the reader names its type.
 */
export const REFERENCE_SEARCH_WEIGHT = 0.5;
