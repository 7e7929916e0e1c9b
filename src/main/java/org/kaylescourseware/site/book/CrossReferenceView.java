package org.kaylescourseware.site.book;

import org.kaylescourseware.site.render.RichText;

/**
 * What {@code partials/xref.ftl} displays: a link to a block, which the page script can open in
 * place (a knowl) from the block's id.
 *
 * @param href  the link to the block from the page that shows it
 * @param id    the block's id
 * @param style {@code ref} (a block's name) or {@code term} (a defined term)
 * @param text  the words of the link
 */
public record CrossReferenceView(String href, String id, String style, RichText text) {
}
