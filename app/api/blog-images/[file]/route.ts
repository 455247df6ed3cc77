import { serveBlogImage } from "@/lib/blog/images/serve";
import { route } from "@/lib/api/route";

type FileContext = RouteContext<"/api/blog-images/[file]">;

export const { GET, POST, PUT, PATCH, DELETE } = route({
  /** An uploaded blog image or one of its copies: public, immutable (every name is new). */
  GET: async (_request, { params }: FileContext) => serveBlogImage((await params).file),
});
