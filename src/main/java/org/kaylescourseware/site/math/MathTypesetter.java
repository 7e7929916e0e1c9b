package org.kaylescourseware.site.math;

import java.util.Optional;

/** What turns a formula's TeX into the HTML a page shows: the one way the site typesets math. */
public interface MathTypesetter {

    /**
     * The formula typeset, with the typesetter's warnings.
     *
     * @throws FormulaException when the TeX cannot be typeset (an unknown command, an unbalanced brace)
     */
    TypesetFormula typeset(Formula formula);

    /** What this typesetter's results depend on besides the formula, as one line: its name, version and options. */
    String version();

    /**
     * What is wrong with {@code set}, read from elsewhere (a cache), as this typesetter's result for {@code formula},
     * when its output shows it: another formula's result, or the other mode's. Empty when nothing shows.
     */
    default Optional<String> problem(Formula formula, TypesetFormula set) {
        return Optional.empty();
    }
}
