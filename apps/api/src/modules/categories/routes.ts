// Routes of the categories feature (filled in by its owner).
export default async function routes() {}
