import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { ShowcaseView, type ShowcaseProps } from "./showcase-view";

export type { ShowcaseItem } from "./showcase-view";

/** The steps-and-clip showcase, its carousel words translated here so the browser needs no translator. */
export async function Showcase(props: ShowcaseProps) {
  const t = await getTranslations("landing.carousel");
  const total = props.items.length;
  const labels = {
    previous: t("previous"),
    next: t("next"),
    previousIcon: <Icon name="arrowLeft" />,
    nextIcon: <Icon name="arrowRight" />,
    positions: props.items.map((_, index) => t("position", { index: index + 1, total })),
    goTo: props.items.map((_, index) => t("goTo", { index: index + 1 })),
  };
  return <ShowcaseView {...props} labels={labels} />;
}
