package org.kaylescourseware.classroom.worksheet;

import java.util.List;
import org.kaylescourseware.exercise.Exercise;

/** The exercises printed on one page of a worksheet; {@code number} counts pages from 1. */
public record WorksheetPage(int number, List<Exercise> exercises) {
    public WorksheetPage {
        exercises = List.copyOf(exercises);
    }
}
