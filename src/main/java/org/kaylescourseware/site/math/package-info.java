/**
 * Math typeset when the site is built: every formula a page holds becomes KaTeX's HTML and MathML
 * there, so a page shows its math without running a script. One interface ({@link MathTypesetter}),
 * KaTeX behind it ({@link KatexTypesetter}), its results kept from build to build beside the solver's
 * ({@link FormulaCache}), and one pass over the pages ({@link FormulaTypesetting}).
 */
package org.kaylescourseware.site.math;
