package org.kaylescourseware.site.bibliography;

/**
 * One source as a reader finds it on the references page: {@code key} is its BibTeX key and the
 * anchor lessons link to ({@code references.html#key}); the other fields are plain text, LaTeX
 * accents and braces resolved, and {@code bibtex} is the entry as the .bib file writes it.
 *
 * @param authors the authors as "C. L. Bouton" or "W. L. Sibert and J. H. Conway"; empty when unknown
 * @param venue   where it appeared: journal, volume and pages; publisher and place; or how it was published
 * @param year    the year, empty when the source has none
 * @param link    where to read it: https://doi.org/ and its DOI, else its URL; empty when it has neither
 */
public record Reference(String key, String type, String authors, String title, String venue, String year,
        String link, String bibtex) {
}
