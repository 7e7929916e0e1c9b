package org.kaylescourseware.site.source;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The problems found during one build, collected so that an author sees all of them at once
 * rather than one per build. Safe to use from the thread that bakes; not shared between builds.
 */
public final class SourceProblems {

    private final List<SourceException> problems = new ArrayList<>();

    /** Adds a problem; one already reported in the same words (a broken partial used on many pages) is not repeated. */
    public synchronized void add(SourceException problem) {
        if (problems.stream().noneMatch(p -> p.getMessage().equals(problem.getMessage()) && p.getClass() == problem.getClass())) {
            problems.add(problem);
        }
    }

    /** The problems ordered by file and line, so the report reads like the sources. */
    public synchronized List<SourceException> sorted() {
        return inSourceOrder(problems);
    }

    /** The problems that are not {@link FalseClaim}s, ordered by file and line: what fails even a draft build. */
    public synchronized List<SourceException> errors() {
        return inSourceOrder(problems.stream().filter(p -> !(p instanceof FalseClaim)).toList());
    }

    /** The facts the solver contradicts, ordered by file and line: errors, or a draft build's warnings. */
    public synchronized List<FalseClaim> falseClaims() {
        List<FalseClaim> claims = new ArrayList<>();
        for (SourceException problem : inSourceOrder(problems)) {
            if (problem instanceof FalseClaim claim) {
                claims.add(claim);
            }
        }
        return claims;
    }

    private static List<SourceException> inSourceOrder(List<SourceException> problems) {
        List<SourceException> copy = new ArrayList<>(problems);
        copy.sort(Comparator.comparing((SourceException p) -> p.location().file().toString())
                .thenComparingInt(p -> p.location().line()));
        return List.copyOf(copy);
    }
}
