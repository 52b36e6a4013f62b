import { useEffect, useState } from 'react';

/**
 * A `blob:` URL for a local file (an upload's preview), revoked when the file changes or the component
 * goes away, so previews never pin memory after Cancel or Save. Undefined until the first effect runs.
 */
export function useObjectUrl(file: Blob): string | undefined {
  const [current, setCurrent] = useState<{ file: Blob; url: string } | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setCurrent({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return current?.file === file ? current.url : undefined;
}
