// Routes of the favourites feature (filled in by its owner).
export default async function routes() {}
