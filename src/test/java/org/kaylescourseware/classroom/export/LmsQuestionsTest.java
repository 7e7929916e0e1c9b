package org.kaylescourseware.classroom.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.exercise.RowNotation;

/**
 * The written forms a position question accepts hold every distinct order of its heaps (both orders past
 * {@value LmsQuestions#MOST_ORDERS}), compared with every permutation listed by brute force; and a position
 * of many equal heaps is written at once (twenty-five 1s have one order: the export once walked all 25! of
 * its permutations, and an export of a partizan set never ended).
 */
class LmsQuestionsTest {

    @Test
    void everyDistinctOrderOfASmallPositionIsAccepted() {
        for (String position : List.of("5", "3+2", "2+2", "3+2+1", "2+1+1", "4+4+1+1", "3+2+1+1", "4+3+2+1", "2+2+2+1+1")) {
            List<String> heaps = List.of(position.split("\\+"));
            Set<List<String>> orders = new LinkedHashSet<>();
            everyPermutation(heaps, new ArrayList<>(), new boolean[heaps.size()], orders);
            List<String> written = LmsQuestions.written(List.of(position), RowNotation.HEAPS);
            if (orders.size() > LmsQuestions.MOST_ORDERS) {
                List<String> ascending = new ArrayList<>(heaps);
                Collections.reverse(ascending);
                orders = new LinkedHashSet<>(List.of(heaps, ascending));
            }
            Set<String> joined = new LinkedHashSet<>();
            orders.forEach(order -> joined.add(String.join("+", order)));
            Set<String> plain = new LinkedHashSet<>(written.stream().filter(w -> w.matches("\\d+(\\+\\d+)*")).toList());
            assertEquals(joined, plain, position);
            assertEquals(position, written.get(0), "the position as the page writes it comes first");
        }
    }

    @Test
    void aPositionOfManyEqualHeapsHasOneOrder() {
        String ones = String.join("+", Collections.nCopies(25, "1"));
        List<String> written = LmsQuestions.written(List.of(ones), RowNotation.HEAPS);
        assertEquals(List.of(ones), written.stream().filter(w -> w.matches("\\d+(\\+\\d+)*")).toList());
        String mixed = String.join("+", Collections.nCopies(20, "2")) + "+1";
        assertEquals(21, LmsQuestions.written(List.of(mixed), RowNotation.HEAPS).stream().filter(w -> w.matches("\\d+(\\+\\d+)*")).count(),
                "the 1 in each of the 21 places: " + mixed);
    }

    private static void everyPermutation(List<String> heaps, List<String> prefix, boolean[] used, Set<List<String>> out) {
        if (prefix.size() == heaps.size()) {
            out.add(List.copyOf(prefix));
            return;
        }
        for (int i = 0; i < heaps.size(); i++) {
            if (!used[i]) {
                used[i] = true;
                prefix.add(heaps.get(i));
                everyPermutation(heaps, prefix, used, out);
                prefix.remove(prefix.size() - 1);
                used[i] = false;
            }
        }
    }
}
