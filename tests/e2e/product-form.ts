import type { Locator } from "@playwright/test";
import { agreeToPrivacy } from "./consent";

/** Fills a product page's form (app, modular, AI consulting) but its job title, consent included. */
export async function fillConsultingFields(form: Locator, email: string) {
  await form.getByLabel("First Name").fill("Dana");
  await form.getByLabel("Last Name").fill("Parcel");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Company").fill("Parcel Partners");
  await form.getByLabel("Message").fill("Three lots on one block, looking at mid-rise options.");
  await agreeToPrivacy(form);
}
