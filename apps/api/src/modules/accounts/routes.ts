// Routes of the accounts feature (filled in by its owner).
export default async function routes() {}
