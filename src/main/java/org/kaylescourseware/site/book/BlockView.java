package org.kaylescourseware.site.book;

import org.kaylescourseware.site.render.RichText;

/**
 * What {@code partials/block.ftl} displays of a block.
 *
 * @param id      its HTML id
 * @param kind    its kind's keyword, for the CSS class
 * @param name    "Theorem 2.4" (a proof: "Proof")
 * @param source  the source's own number, or empty
 * @param title   its title, or empty
 * @param proves  for a proof, the link to the result it proves; null for other blocks
 * @param body    the body, already rendered
 */
public record BlockView(String id, String kind, String name, RichText source, RichText title, CrossReferenceView proves,
        String body) {
}
