// Routes of the companies feature (filled in by its owner).
export default async function routes() {}
