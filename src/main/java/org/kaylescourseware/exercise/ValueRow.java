package org.kaylescourseware.exercise;

import java.util.List;

/** One row of a printed table of Grundy values: g(from), g(from + 1), ... */
public record ValueRow(int from, List<Integer> values) {
    public ValueRow {
        values = List.copyOf(values);
    }
}
