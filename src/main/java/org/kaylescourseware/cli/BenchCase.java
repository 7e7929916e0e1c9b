package org.kaylescourseware.cli;

import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;

/**
 * One named benchmark of the {@code bench} command: a task timed at each of its sizes.
 *
 * @param name        what {@code bench --only NAME} selects
 * @param description one line for the table
 * @param sizes       the sizes n the task runs at
 * @param task        the work at size n; it returns what it computed (kept alive while the heap
 *                    is measured) and a short note for the table
 * @param baselineOf  the name of the case this one is the slow reference for, or null; the table
 *                    then shows the speed-up at the sizes both measured
 * @param heavy       run once, without warm-up: slow enough that repeats cost minutes
 * @param onRequest   run only when named with {@code --only}, never by default
 */
public record BenchCase(String name, String description, List<Integer> sizes, IntFunction<Measured> task,
        String baselineOf, boolean heavy, boolean onRequest) {

    /**
     * What one run computed, and a note about it; how many Grundy values it delivered (-1: g(0..n),
     * 0: it computes something else, and the table shows no values/s nor bytes/value); and, when it
     * ran in a JVM of its own, what that process cost.
     */
    public record Measured(Object result, String note, long values, Optional<ChildJvm> child) {

        public Measured(Object result, String note) {
            this(result, note, -1, Optional.empty());
        }

        /** A run that computes something other than Grundy values (a quotient, a check of positions). */
        public static Measured otherThanValues(Object result, String note) {
            return new Measured(result, note, 0, Optional.empty());
        }
    }

    public BenchCase {
        sizes = List.copyOf(sizes);
    }

    /** A case timed with warm-up and repeats. */
    public static BenchCase of(String name, String description, List<Integer> sizes, IntFunction<Measured> task) {
        return new BenchCase(name, description, sizes, task, null, false, false);
    }

    /** A slow reference for case {@code fastCase}, run once per size. */
    public static BenchCase baseline(String name, String fastCase, String description, List<Integer> sizes,
            IntFunction<Measured> task) {
        return new BenchCase(name, description, sizes, task, fastCase, true, false);
    }

    /** A case run once per size, in a JVM of its own; {@code onRequest}: only when named. */
    public static BenchCase inChildJvm(String name, String description, List<Integer> sizes,
            IntFunction<Measured> task, boolean onRequest) {
        return new BenchCase(name, description, sizes, task, null, true, onRequest);
    }
}
