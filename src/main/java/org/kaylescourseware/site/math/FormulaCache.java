package org.kaylescourseware.site.math;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.kaylescourseware.site.cache.CacheFolder;
import org.kaylescourseware.site.cache.ResultCodec;
import org.kaylescourseware.site.cache.SolverVersion;

/**
 * Typeset formulas kept from one build to the next, as the solver's results are: in memory for the
 * builds of one process ({@code serve}), and in the project's {@code .solver-cache/} for later ones.
 * An entry is keyed by the formula alone and trusted only by the same typesetter at the same version
 * and options ({@link MathTypesetter#version()}), not by the solver's version: a change to the course's
 * code does not make its formulas be typeset again, a new KaTeX does. A formula that cannot be
 * typeset is not kept; it fails again, with its message, until it is fixed.
 */
public final class FormulaCache implements MathTypesetter {

    private static final String KIND = "formula";
    private static final long AHEAD_IDLE_SECONDS = 10;

    private final MathTypesetter typesetter;
    private final Optional<CacheFolder> disk;
    private final Map<Formula, TypesetFormula> memory = new HashMap<>();
    private int typesetCount;
    private ExecutorService ahead;

    /**
     * @param typesetter what sets a formula the cache does not hold
     * @param solverCache the solver's cache folder, when the build keeps one ({@code --no-cache} gives none)
     */
    public FormulaCache(MathTypesetter typesetter, Optional<CacheFolder> solverCache) {
        this.typesetter = typesetter;
        this.disk = solverCache.map(folder -> folder.trusting(new SolverVersion(typesetter.version())));
    }

    @Override
    public String version() {
        return typesetter.version();
    }

    @Override
    public synchronized TypesetFormula typeset(Formula formula) {
        TypesetFormula known = memory.get(formula);
        if (known == null) {
            String key = key(formula);
            known = disk.flatMap(folder -> folder.read(KIND, key)).flatMap(bytes -> decode(formula, key, bytes)).orElse(null);
            if (known == null) {
                known = typesetter.typeset(formula);
                typesetCount++;
                TypesetFormula stored = known;
                disk.ifPresent(folder -> folder.write(KIND, key, ResultCodec.json(stored)));
            }
            memory.put(formula, known);
        }
        return known;
    }

    /**
     * Typesets {@code formulas} ahead, on a thread of the cache's own, while the build goes on (the solver's directives
     * on the one core, KaTeX on the other): the pass over the pages then finds them here. A formula that cannot be
     * typeset is left for that pass, which reports it.
     */
    public void prefetch(List<Formula> formulas) {
        synchronized (this) {
            if (ahead == null) {
                // one thread, which ends when it has had nothing to do for a while: a process may hold many builders (tests)
                ahead = new ThreadPoolExecutor(0, 1, AHEAD_IDLE_SECONDS, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), task -> {
                    Thread thread = new Thread(task, "formulas-ahead");
                    thread.setDaemon(true);
                    return thread;
                });
            }
        }
        ahead.execute(() -> {
            for (Formula formula : formulas) {
                try {
                    typeset(formula);
                } catch (RuntimeException e) {
                    // reported by the pass over the pages, which typesets it again
                }
            }
        });
    }

    /** How many formulas this cache had typeset, rather than found, since it was made. */
    public synchronized int typesetCount() {
        return typesetCount;
    }

    /** The entry's formula, if it holds one that its typesetter finds nothing wrong with for {@code formula}. */
    private Optional<TypesetFormula> decode(Formula formula, String key, byte[] bytes) {
        Optional<String> problem;
        TypesetFormula set = null;
        try {
            set = ResultCodec.json(bytes, TypesetFormula.class);
            problem = typesetter.problem(formula, set);
        } catch (IllegalArgumentException e) {
            problem = Optional.of("it does not hold a typeset formula");
        }
        problem.ifPresent(reason -> disk.orElseThrow().reject(KIND, key, reason));
        return problem.isPresent() ? Optional.empty() : Optional.of(set);
    }

    /** One line: the mode and the TeX as a JSON string (its line breaks escaped). */
    static String key(Formula formula) {
        return (formula.display() ? "display " : "inline ") + new String(ResultCodec.json(formula.tex()), StandardCharsets.UTF_8);
    }
}
