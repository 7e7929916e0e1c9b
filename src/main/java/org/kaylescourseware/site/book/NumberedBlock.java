package org.kaylescourseware.site.book;

import org.kaylescourseware.site.source.SourceLocation;

/**
 * A block of the book, checked and numbered.
 *
 * @param kind       what it is
 * @param id         its HTML id and permalink (a proof without one gets {@code proof-<id it proves>})
 * @param number     "2.4", or "" for a proof
 * @param attributes what its opening line says
 * @param page       the page it is on
 * @param location   its opening line
 */
public record NumberedBlock(BlockKind kind, String id, String number, BlockAttributes attributes, BookPage page,
        SourceLocation location) {

    /** "Theorem 2.4"; "Proof" for a proof (which {@link BlockIndex#label} completes with what it proves). */
    public String name() {
        return kind.isNumbered() ? kind.label() + " " + number : kind.label();
    }

    /** The link to this block from {@code from}. */
    public String href(BookPage from) {
        return from.linkTo(page, id);
    }

    /** The term {@code {{term ID}}} shows: the first of {@code term=}. */
    public String firstTerm() {
        return attributes.terms().isEmpty() ? "" : attributes.terms().get(0);
    }
}
