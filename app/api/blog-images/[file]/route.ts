import { serveBlogImage } from "@/lib/blog/images/serve";
import { handleRoute } from "@/lib/http/respond";
import { refuseOtherMethods } from "@/lib/http/method-not-allowed";

type FileContext = { params: Promise<{ file: string }> };

/** An uploaded blog image or one of its copies: public, immutable (every name is new). */
export const GET = handleRoute(async (_request, { params }: FileContext) => serveBlogImage((await params).file));

// Other methods answer a JSON 405 naming the allowed ones.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods<FileContext>("GET");
