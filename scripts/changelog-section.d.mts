export function changelogSection(text: string, version: string): string | undefined;
