// Routes of the customers feature (filled in by its owner).
export default async function routes() {}
