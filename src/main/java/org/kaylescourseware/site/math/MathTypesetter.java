package org.kaylescourseware.site.math;

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
}
