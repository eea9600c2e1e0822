"""The search-quality set: queries people type over the bulk-seeded demo companies."""
