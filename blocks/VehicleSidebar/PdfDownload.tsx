import { useMutation } from "@tanstack/react-query";
import { AnswerError, fetchBlob } from "../../runtime/kit/fetch-json.ts";

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Spec §4 print PDF: 'Preparing...' while downloading {slug}.pdf; a failure shows in an alert (spec §8). */
export function PdfDownload({ slug }: { slug: string }) {
  const pdf = useMutation({
    mutationFn: () => fetchBlob(`/api/cars/${encodeURIComponent(slug)}/pdf`),
    onSuccess: (blob) => save(blob, `${slug}.pdf`),
    onError: (error) => window.alert(error instanceof AnswerError ? `The PDF could not be prepared (${error.status}).` : error.message),
  });

  return (
    <button type="button" className="fc-vdp-tool" onClick={() => pdf.mutate()} disabled={pdf.isPending}>
      {pdf.isPending ? "Preparing..." : "Download PDF"}
    </button>
  );
}
