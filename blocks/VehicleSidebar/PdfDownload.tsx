import { useState } from "react";

/** Spec §4 print PDF: 'Preparing...' while downloading {slug}.pdf; a failure shows in an alert (spec §8). */
export function PdfDownload({ slug }: { slug: string }) {
  const [preparing, setPreparing] = useState(false);

  const download = async () => {
    setPreparing(true);
    try {
      const response = await fetch(`/api/cars/${encodeURIComponent(slug)}/pdf`);
      if (!response.ok) throw new Error(`The PDF could not be prepared (${response.status}).`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = `${slug}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    } catch (error) {
      window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setPreparing(false);
    }
  };

  return (
    <button type="button" className="fc-vdp-tool" onClick={download} disabled={preparing}>
      {preparing ? "Preparing..." : "Download PDF"}
    </button>
  );
}
