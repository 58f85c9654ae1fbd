// Routes of the orders feature (filled in by its owner).
export default async function routes() {}
