/**
 * The `fileSize` strings of the languages that write KB, MB and GB as English does; only the word for
 * bytes is their own.
 */
export const latinSizeUnits = (bytes: string) => ({
  bytes: `{{value}} ${bytes}`,
  kb: '{{value}} KB',
  mb: '{{value}} MB',
  gb: '{{value}} GB',
});
