import { addOns } from "./add-ons";
import type { ReportRequest } from "@/lib/validation/report-wizard";

export interface NotifiedFile {
  id: number;
  originalName: string;
  mimeType: string;
  size: number;
}

export const REPORT_NOTIFICATION_TAG = "Feasibility Report";

const addOnLabels: Record<(typeof addOns)[number]["field"], string> = {
  useZoningAnalysis: "Zoning Analysis",
  useRenderingService: "Rendering (3 views)",
};

export function formatBytes(size: number): string {
  const mb = size / (1024 * 1024);
  const readable = mb >= 1 ? `${mb.toFixed(1)} MB` : `${Math.max(1, Math.round(size / 1024))} KB`;
  return `${readable} (${size.toLocaleString("en-US")} bytes)`;
}

/** The team's e-mail about a new report request: summary, add-ons, total and the file list. */
export function reportNotification(
  id: number,
  request: ReportRequest,
  total: number,
  files: NotifiedFile[],
  siteUrl: string,
): { subject: string; body: string } {
  const chosen = addOns.filter((addOn) => request[addOn.field]);
  const line = (label: string, value: string) => (value ? [`${label}: ${value}`] : []);
  const body = [
    `New feasibility report request #${id}`,
    "",
    ...line("Name", `${request.firstName} ${request.lastName}`),
    ...line("Email", request.email),
    ...line("Phone", request.phone),
    ...line("Company", request.companyName),
    "",
    ...line("Project", request.projectName),
    ...line("Site address", request.siteAddress),
    ...line("Site area (SqFt)", request.siteArea),
    ...line("Use", request.use),
    ...line("Number of units", request.numberOfUnits),
    ...line("Floor area ratio", request.floorAreaRatio),
    ...line("Bedroom types", request.bedroomType.join(", ")),
    ...line("Unit mix / size", request.unitMixSize),
    ...line("Parking", request.parking === "others" ? `others: ${request.parkingOthers}` : request.parking),
    "",
    "Additional information:",
    request.additionalInformation || "(none)",
    "",
    "Add-ons:",
    ...(chosen.length ? chosen.map((addOn) => `- ${addOnLabels[addOn.field]}: $${addOn.priceUsd}`) : ["- none"]),
    `Total: $${total} USD`,
    "",
    `Files (${files.length}):`,
    ...(files.length
      ? files.map((file) => `- ${file.originalName}, ${formatBytes(file.size)}: ${siteUrl}/api/uploads/${file.id}`)
      : ["- none"]),
  ].join("\n");
  return { subject: `Feasibility report request: ${request.projectName} (${request.companyName})`, body };
}
