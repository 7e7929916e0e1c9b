package org.kaylescourseware.site.book;

import org.kaylescourseware.site.render.RichText;

/** Words as a reader types them, from text that may hold TeX: for sorting and for the search index. */
final class SearchText {

    private SearchText() {
    }

    /** {@code $`\mathcal{P}`$-position} as {@code P-position}: TeX commands, braces and sub/superscript marks dropped. */
    static String plain(RichText text) {
        StringBuilder sb = new StringBuilder();
        for (RichText.Segment segment : text.segments()) {
            sb.append(segment.math() ? segment.text().replaceAll("\\\\[A-Za-z]+\\s*", "").replaceAll("[{}_^\\\\]", "")
                    : segment.text());
        }
        return sb.toString().strip();
    }
}
