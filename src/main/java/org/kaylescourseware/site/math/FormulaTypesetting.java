package org.kaylescourseware.site.math;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.parser.Parser;
import org.kaylescourseware.site.cache.LastBuild;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceProblems;

/**
 * The pass that typesets the formulas of finished pages. The course writes a formula as an element
 * holding its TeX and nothing else, {@code <span class="math-inline">TeX</span>} or
 * {@code <div class="math-display">TeX</div>} (flexmark's GitLab math, the partials' macros); the
 * pass puts the typeset formula inside that element, which keeps its class (for the style sheet and
 * the tests). A formula the typesetter refuses or warns about is a problem at its line in the sources.
 */
public final class FormulaTypesetting {

    /** A formula element as the course writes it: its text is the TeX, escaped as HTML. */
    private static final Pattern FORMULA = Pattern.compile("<(span|div) class=\"math-(inline|display)\">([^<]*)</\\1>");
    /** The start of a formula element, whatever it holds. */
    private static final Pattern OPENING = Pattern.compile("<(span|div) class=\"math-(inline|display)\">");

    private final MathTypesetter typesetter;
    private final FormulaSources sources;
    private final SourceProblems problems;
    private final Set<String> reported = new HashSet<>();
    /** How many problems this pass met, each time it met one (a problem met again is reported once). */
    private int problemsMet;

    /**
     * @param sources  where a formula's problem is located
     * @param problems where problems are collected (the build fails on them)
     */
    public FormulaTypesetting(MathTypesetter typesetter, FormulaSources sources, SourceProblems problems) {
        this.typesetter = typesetter;
        this.sources = sources;
        this.problems = problems;
    }

    /** Whether {@code html} holds a formula, typeset or not: whether its page needs KaTeX's style sheet and fonts. */
    public static boolean hasMath(String html) {
        return html.contains("class=\"math-inline\"") || html.contains("class=\"math-display\"");
    }

    /** A formula element of a page: where it starts and ends, its tag, its text (the TeX escaped as HTML) and its formula. */
    private record FormulaElement(int start, int end, String tag, String text, Formula formula) {
    }

    /** The formula elements of {@code html}, in its order: the one reader of a page's formulas. */
    private static List<FormulaElement> elements(String html) {
        Matcher formula = FORMULA.matcher(html);
        List<FormulaElement> elements = new ArrayList<>();
        while (formula.find()) {
            elements.add(new FormulaElement(formula.start(), formula.end(), formula.group(1), formula.group(3),
                    new Formula(Parser.unescapeEntities(formula.group(3), false), formula.group(2).equals("display"))));
        }
        return elements;
    }

    /** The formulas of {@code html}, in its order, as {@link #typeset} reads them. */
    public static List<Formula> formulas(String html) {
        return elements(html).stream().map(FormulaElement::formula).toList();
    }

    /** {@code html} with every formula typeset; {@code page} names it in a problem no source line is found for. */
    public String typeset(String html, String page) {
        StringBuilder out = new StringBuilder(html.length() * 4);
        Set<Integer> formulas = new HashSet<>();
        int copied = 0;
        for (FormulaElement element : elements(html)) {
            formulas.add(element.start());
            String typeset = typesetOne(element.formula(), page);
            if (typeset == null) {
                typeset = element.text(); // refused, and reported: the TeX stays as it was
            }
            // appended as it is: appendReplacement would quote and unquote every formula's HTML, a third of this pass
            out.append(html, copied, element.start()).append('<').append(element.tag()).append(" class=\"math-")
                    .append(element.formula().display() ? "display" : "inline").append("\">").append(typeset).append("</")
                    .append(element.tag()).append('>');
            copied = element.end();
        }
        out.append(html, copied, html.length());
        Matcher opening = OPENING.matcher(html);
        while (opening.find()) {
            if (!formulas.contains(opening.start())) {
                report(html.substring(opening.end(), Math.min(html.length(), opening.end() + 60)), page, "a formula element"
                        + " holds markup, not only TeX, so it cannot be typeset: write the formula's TeX alone inside it");
                break;
            }
        }
        return out.toString();
    }

    /**
     * {@code html}, the page {@code page}, with every formula typeset; a page whose text {@code kept} holds from the
     * last build is typeset as it was then, without its formulas being looked up one by one. A page with a problem
     * is not kept, so that the problem is reported again at the next build.
     */
    public String typesetPage(String html, String page, LastBuild<String, String> kept) {
        if (!hasMath(html)) {
            return html;
        }
        Optional<String> known = kept.find(html);
        if (known.isPresent()) {
            return known.get();
        }
        int problems = problemsMet;
        String typeset = typeset(html, page);
        if (problemsMet == problems) {
            kept.keep(html, typeset);
        }
        return typeset;
    }

    /** The formula's HTML, or null when it cannot be typeset (a problem is reported). */
    private String typesetOne(Formula formula, String page) {
        try {
            TypesetFormula typeset = typesetter.typeset(formula);
            for (String warning : typeset.warnings()) {
                report(formula.tex(), page, "KaTeX warns: " + warning + "; write the formula so that it is set without a"
                        + " warning (for instance \\Vert or \\parallel for ‖, \\text{…} around words)");
            }
            return typeset.html();
        } catch (FormulaException e) {
            report(formula.tex(), page, e.getMessage());
            return null;
        }
    }

    private void report(String tex, String page, String message) {
        String flat = tex.strip().replaceAll("\\s+", " ");
        problemsMet++;
        if (reported.add(flat + "\n" + message)) {
            problems.add(new SourceException(sources.locate(tex, page), "the formula '" + flat + "' (on " + page + "): " + message));
        }
    }
}
