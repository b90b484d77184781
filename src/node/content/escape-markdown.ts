/** Text written into generated Markdown as it reads: the characters Markdown would take as syntax are escaped. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>]/g, '\\$&');
}
