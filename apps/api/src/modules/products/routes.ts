// Routes of the products feature (filled in by its owner).
export default async function routes() {}
