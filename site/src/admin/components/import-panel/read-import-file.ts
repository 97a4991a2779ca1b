import { decodeFileBytes, type DecodedFile } from '@core/import/decode-file';

/**
 * A chosen import file as text, decoded from its bytes (File.text() would read every file as
 * UTF-8 and turn a Windows-1252 "é" into a replacement character without a word).
 */
export async function readImportFile(file: File): Promise<DecodedFile> {
  return decodeFileBytes(new Uint8Array(await file.arrayBuffer()));
}
