import { loadNamespaces } from "@fh/i18n/browser";
import { useEffect, useState } from "react";
import { useLocale } from "../../i18n/context";
import { PhotoUpload } from "./PhotoUpload";

/**
 * The guest book's photo picker, a chunk of its own loaded when a guest asks
 * to add a photo: the upload (checked, re-encoded, the same quotas) with the
 * submission forms' words, fetched with it.
 */
export default function GuestPhotoPicker({ value, onChange, onBusyChange }: { value: string; onChange: (url: string) => void; onBusyChange: (busy: boolean) => void }) {
  const locale = useLocale();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadNamespaces(locale, ["submit"]).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [locale]);
  return ready ? <PhotoUpload value={value} onChange={onChange} onBusyChange={onBusyChange} /> : null;
}
