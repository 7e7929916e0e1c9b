package org.kaylescourseware.site.math;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Engine;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.Source;
import org.graalvm.polyglot.Value;
import org.kaylescourseware.site.render.KatexAssets;

/**
 * KaTeX, the version the site bundles ({@code org.webjars.npm:katex}), run in GraalJS when the site
 * is built, with the options the pages once rendered with in the browser ({@link #OPTIONS}: HTML and
 * MathML, ≠ as its own character, strict mode "warn"): the same input gives the same output. One difference: an error is thrown here
 * (and reported at the formula's line) where the browser printed the TeX in red.
 *
 * <p>The engine starts on the first formula (a few seconds: KaTeX's script is parsed by an
 * interpreter), so a build whose formulas are all in the cache never starts it. Warnings that KaTeX
 * prints to the console (an unknown character's metrics, input LaTeX would not accept) are caught
 * and returned with the formula. One formula at a time: a context runs on one thread.
 *
 * <p>The typesetters of one process share one engine, which keeps KaTeX's script parsed and its code
 * warmed, and the formulas it has set: KaTeX and its options are fixed in a process, so a formula sets the
 * same each time, and the second build of a {@code serve} or a test run sets only the formulas that are new.
 */
public final class KatexTypesetter implements MathTypesetter, AutoCloseable {

    /**
     * KaTeX's options for the course's math, as a JavaScript function of {@code display} (the browser
     * test gives KaTeX's own script the same). KaTeX's fonts have no glyph for "not equal": its HTML
     * draws {@code \neq} as "=" under a slash from a private-use code point (U+E020), so a printed page's
     * text (and a copied one) read U+E020 and "=" for it; written as the character U+2260 instead, it reads as
     * itself and is drawn in the text's font. So do the other negated relations the course writes: {@code \not}
     * followed by {@code \equiv} or {@code \cong} becomes ≢ or ≇ (characters, like ≠), by {@code \le} or {@code \ge} KaTeX's own
     * ≰ or ≱ ({@code \nleq}, {@code \ngeq}); before anything else {@code \not} is KaTeX's. The missing metrics of
     * ≠, ≢ and ≇ are the one warning this costs, and the only one silenced.
     */
    public static final String OPTIONS = """
            function (display) {
              return {
                displayMode: display,
                output: "htmlAndMathml",
                macros: {
                  "\\\\neq": "\\\\mathrel{\\\\char\\"2260}", "\\\\ne": "\\\\neq", "\\u2260": "\\\\neq",
                  "\\\\not": function (context) {
                    var negated = { "\\\\equiv": "\\\\mathrel{\\\\char\\"2262}", "\\\\cong": "\\\\mathrel{\\\\char\\"2247}",
                      "\\\\le": "\\\\nleq", "\\\\leq": "\\\\nleq", "\\\\ge": "\\\\ngeq", "\\\\geq": "\\\\ngeq", "=": "\\\\neq" };
                    context.consumeSpaces();
                    var next = context.future().text;
                    if (Object.prototype.hasOwnProperty.call(negated, next)) {
                      context.popToken();
                      return negated[next];
                    }
                    return "\\\\html@mathml{\\\\mathrel{\\\\mathrlap\\\\@not}\\\\nobreak}{\\\\char\\"338}";
                  }
                },
                strict: function (code, message) {
                  var drawn = ["'\\u2260'", "'\\u2262'", "'\\u2247'"].some(function (c) { return message.indexOf(c) >= 0; });
                  return code === "symbolNotInFont" && drawn ? "ignore" : "warn";
                }
              };
            }""";

    /** The options, errors thrown, and a console whose warnings are kept for the formula being set. */
    private static final String RENDER = """
            (function (katex, options) {
              var warnings = [];
              var keep = function () { warnings.push(Array.prototype.join.call(arguments, " ")); };
              globalThis.console = { warn: keep, error: keep, log: keep, info: keep };
              return function (tex, display) {
                warnings = [];
                var set = options(display);
                set.throwOnError = true;
                return { html: katex.renderToString(tex, set), warnings: warnings };
              };
            })(katex, %s)""".formatted(OPTIONS);

    /** KaTeX's script, read once; an engine parses a cached source once for all its contexts. */
    private static final class Shared {
        static final Engine ENGINE = Engine.newBuilder("js").option("engine.WarnInterpreterOnly", "false").build();
        static final Source KATEX = Source.newBuilder("js", KatexAssets.text("katex.min.js"), "katex.min.js").cached(true).buildLiteral();
        /**
         * Formulas already set by any typesetter of the process, the least recently used dropped beyond
         * {@value #REMEMBERED}: a long {@code serve} session would otherwise keep every formula an author ever wrote
         * (some 4 KB each); the course has about 1,400.
         */
        static final Map<Formula, TypesetFormula> SET = Collections.synchronizedMap(new LinkedHashMap<>(256, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Formula, TypesetFormula> eldest) {
                return size() > REMEMBERED;
            }
        });
        static final int REMEMBERED = 10_000;
    }

    private Context context;
    private Value render;

    @Override
    public String version() {
        return "KaTeX " + KatexAssets.version() + " options " + Integer.toHexString(OPTIONS.hashCode());
    }

    @Override
    public synchronized TypesetFormula typeset(Formula formula) {
        TypesetFormula known = Shared.SET.get(formula);
        if (known != null) {
            return known;
        }
        try {
            Value result = renderer().execute(formula.tex(), formula.display());
            Value warnings = result.getMember("warnings");
            List<String> lines = new ArrayList<>();
            for (long i = 0; i < warnings.getArraySize(); i++) {
                lines.add(warnings.getArrayElement(i).asString().replaceAll("\\s+", " ").trim());
            }
            TypesetFormula set = new TypesetFormula(result.getMember("html").asString(), lines);
            Shared.SET.put(formula, set);
            return set;
        } catch (PolyglotException e) {
            if (e.isGuestException() && !e.isInternalError()) {
                throw new FormulaException(e.getMessage().replaceAll("\\s+", " ").trim());
            }
            throw e;
        }
    }

    private Value renderer() {
        if (render == null) {
            context = Context.newBuilder("js").engine(Shared.ENGINE).build();
            context.eval(Source.create("js", "var self = globalThis;")); // where KaTeX's UMD wrapper puts katex
            context.eval(Shared.KATEX);
            render = context.eval(Source.create("js", RENDER));
        }
        return render;
    }

    /**
     * KaTeX keeps a formula's TeX in its MathML, as the annotation copy-tex reads, and sets a displayed formula in a
     * {@code katex-display} span: a result whose annotation is not this formula's TeX, or whose mode is not its mode, is
     * another formula's.
     */
    @Override
    public Optional<String> problem(Formula formula, TypesetFormula set) {
        String annotation = "<annotation encoding=\"application/x-tex\">" + escaped(formula.tex()) + "</annotation>";
        if (!set.html().contains(annotation)) {
            return Optional.of("its TeX is not the formula's");
        }
        if (set.html().startsWith("<span class=\"katex-display\">") != formula.display()) {
            return Optional.of("it is set " + (formula.display() ? "in the text" : "as a display") + ", the formula "
                    + (formula.display() ? "as a display" : "in the text"));
        }
        return Optional.empty();
    }

    /** Text as KaTeX escapes it in HTML (its utils.escape). */
    private static String escaped(String text) {
        return text.replace("&", "&amp;").replace(">", "&gt;").replace("<", "&lt;").replace("\"", "&quot;").replace("'", "&#x27;");
    }

    @Override
    public synchronized void close() {
        if (context != null) {
            context.close();
            context = null;
            render = null;
        }
    }
}
