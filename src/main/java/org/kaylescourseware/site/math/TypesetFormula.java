package org.kaylescourseware.site.math;

import java.util.List;

/**
 * A formula typeset: its HTML (KaTeX's HTML for the eye and MathML for screen readers, in one
 * element) and the warnings the typesetter gave while setting it, each one line.
 */
public record TypesetFormula(String html, List<String> warnings) {

    public TypesetFormula {
        warnings = List.copyOf(warnings);
    }
}
