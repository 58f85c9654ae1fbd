// Routes of the offers feature (filled in by its owner).
export default async function routes() {}
