// Routes of the packs feature (filled in by its owner).
export default async function routes() {}
