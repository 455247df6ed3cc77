import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { resolveLocale } from "@/lib/i18n/params";

interface PostProps {
  params: Promise<{ locale: string; contentId: string }>;
}

export async function generateMetadata({ params }: PostProps): Promise<Metadata> {
  await resolveLocale(params);
  return {};
}

// Posts arrive with the blog (issue 5/6); until then every id is unknown.
export default async function BlogPost({ params }: PostProps) {
  await resolveLocale(params);
  notFound();
}
