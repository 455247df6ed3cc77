/** The staff a lead can be given to, as the options of a select (by account id, under the name). */
export function OwnerOptions({ owners }: { owners: { id: string; name: string }[] }) {
  return owners.map((account) => (
    <option key={account.id} value={account.id}>
      {account.name}
    </option>
  ));
}
