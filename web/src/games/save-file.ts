// A save as a file: the bytes game.export hands over in base64, downloaded as `.sqlite`, and
// a chosen file read back into base64 for game.import. The bytes are the command line's save.

/** base64 text -> bytes. */
export function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** bytes -> base64 text (in slices, so a large save does not overflow the call stack). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const slice = 0x8000;
  for (let i = 0; i < bytes.length; i += slice) binary += String.fromCharCode(...bytes.subarray(i, i + slice));
  return btoa(binary);
}

/** A file name for a game's save: its scenario's name in lower case with dashes, and `.sqlite`. */
export function saveFileName(scenario: string): string {
  const stem = scenario.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `${stem || 'game'}.sqlite`;
}

/** Offers the save to the browser as a download. */
export function downloadSave(save_base64: string, scenario: string): void {
  const blob = new Blob([base64ToBytes(save_base64) as BlobPart], { type: 'application/vnd.sqlite3' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = saveFileName(scenario);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A chosen file's bytes as base64. */
export async function fileToBase64(file: Blob): Promise<string> {
  return bytesToBase64(new Uint8Array(await file.arrayBuffer()));
}
