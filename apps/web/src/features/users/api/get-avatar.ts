import { useEffect, useState } from 'react';
import { authorizedFetch } from '../../../lib/authorized-fetch';

/** The picture is served only with the bearer token, so it is fetched and shown as an object URL. */
export function useAvatarSrc(url: string | null): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!url) {
      setSrc(null);
      return;
    }
    const controller = new AbortController();
    let objectUrl: string | null = null;
    authorizedFetch(url, { signal: controller.signal })
      .then((response) => response.blob())
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => setSrc(null));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return src;
}
