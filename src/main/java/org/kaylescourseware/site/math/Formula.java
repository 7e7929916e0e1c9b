package org.kaylescourseware.site.math;

/**
 * A formula as a page holds it: its TeX, exactly as the element's text (a displayed formula keeps the
 * line breaks around it), and whether it is displayed on a line of its own or set in the text.
 */
public record Formula(String tex, boolean display) {

    public Formula {
        if (tex == null) {
            throw new IllegalArgumentException("a formula needs its TeX");
        }
    }
}
