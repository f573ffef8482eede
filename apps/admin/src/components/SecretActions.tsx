import { Button, toast } from "@fh/ui";

/**
 * Copies a secret shown once (a one-time password, recovery codes): typing it
 * from the screen is where an owner or a colleague mistakes one character for another.
 */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: "Copied", description: `Copied to the clipboard: the ${what}.`, variant: "success" });
    } catch {
      // No clipboard (an old browser, or permission refused): the text is on screen to select by hand.
      toast({ title: "Not Copied", description: `Select the ${what} and copy it by hand.`, variant: "destructive" });
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={() => void copy()}>
      Copy
    </Button>
  );
}

/** Saves the text as a .txt file, made in the browser: the codes never travel again. */
export function DownloadTextButton({ text, fileName }: { text: string; fileName: `${string}.txt` }) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // After the click has started the download; revoking at once can cancel it in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <Button variant="secondary" size="sm" onClick={download}>
      Download (.txt)
    </Button>
  );
}

/**
 * Prints the block marked data-print-alone and nothing else (styles.css):
 * the page's nav and forms stay off the paper that goes into a drawer.
 */
export function PrintButton() {
  return (
    <Button variant="secondary" size="sm" onClick={() => window.print()}>
      Print
    </Button>
  );
}
