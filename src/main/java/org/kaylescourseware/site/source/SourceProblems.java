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
    private final List<SourceException> falseClaims = new ArrayList<>();

    public synchronized void add(SourceException problem) {
        problems.add(problem);
    }

    /**
     * A fact the text states that the solver contradicts: an error in a normal build, a warning in
     * a draft build.
     */
    public synchronized void addFalseClaim(SourceException claim) {
        falseClaims.add(claim);
    }

    /** The problems ordered by file and line, so the report reads like the sources. */
    public synchronized List<SourceException> sorted() {
        return inSourceOrder(problems);
    }

    /** The false claims ordered by file and line. */
    public synchronized List<SourceException> falseClaims() {
        return inSourceOrder(falseClaims);
    }

    private static List<SourceException> inSourceOrder(List<SourceException> problems) {
        List<SourceException> copy = new ArrayList<>(problems);
        copy.sort(Comparator.comparing((SourceException p) -> p.location().file().toString())
                .thenComparingInt(p -> p.location().line()));
        return List.copyOf(copy);
    }
}
