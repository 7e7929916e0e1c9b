package org.kaylescourseware.misere.quotient;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.impartial.HeapBudget;

class BipartiteMonoidTest {

    /** The product table of Z/n under addition, identity 0, as the solver's int table. */
    private static int[] cyclicGroup(int n) {
        int[] table = new int[n * n];
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                table[a * n + b] = (a + b) % n;
            }
        }
        return table;
    }

    @Test
    void everyElementCodeOfTheLargestTableSurvivesTheTwoByteTable() {
        // 46,340 elements would take 4 GB: the codes past 32,767 (a short's sign) and up to 65,535 are what matter.
        int n = 300;
        int[] table = cyclicGroup(n);
        for (int i = 0; i < table.length; i++) {
            table[i] = table[i] == 0 ? 0 : BipartiteMonoid.MAX_ORDER - n + table[i]; // a table of codes near the top
        }
        boolean[] p = new boolean[n];
        assertArrayEquals(table, BipartiteMonoid.of(table, p).table());
        assertEquals(BipartiteMonoid.MAX_ORDER - 1, Arrays.stream(table).max().orElseThrow());
    }

    @Test
    void aMonoidPastWhatATableCanIndexIsRefusedByItsOrderWhateverTheHeap() {
        HeapBudget plenty = HeapBudget.of(Long.MAX_VALUE / 4, 0);
        assertDoesNotThrow(() -> BipartiteMonoid.requireRoom(BipartiteMonoid.MAX_ORDER, plenty));
        MisereQuotientSolver.TooManyElements refused = assertThrows(MisereQuotientSolver.TooManyElements.class,
                () -> BipartiteMonoid.requireRoom(BipartiteMonoid.MAX_ORDER + 1, plenty));
        assertTrue(refused.getMessage().contains("46,341 elements"), refused.getMessage());
        // and the largest order's table really is the largest an int index reaches
        assertTrue((long) BipartiteMonoid.MAX_ORDER * BipartiteMonoid.MAX_ORDER <= Integer.MAX_VALUE - 8);
        assertTrue((long) (BipartiteMonoid.MAX_ORDER + 1) * (BipartiteMonoid.MAX_ORDER + 1) > Integer.MAX_VALUE);
    }

    @Test
    void aSubmonoidViewMultipliesAsTheWholeMonoidDoes() {
        int n = 12;
        BipartiteMonoid whole = BipartiteMonoid.of(cyclicGroup(n), new boolean[n]);
        int[] elements = whole.submonoid(new int[] {4}); // {0, 4, 8}
        assertArrayEquals(new int[] {0, 4, 8}, elements);
        int[] number = new int[n];
        Arrays.fill(number, -1);
        for (int i = 0; i < elements.length; i++) {
            number[elements[i]] = i;
        }
        FiniteMonoid view = whole.restrictedTo(elements, number);
        assertEquals(3, view.size());
        for (int a = 0; a < 3; a++) {
            for (int b = 0; b < 3; b++) {
                assertEquals((a + b) % 3, view.product(a, b), a + "·" + b); // Z/3 on 0, 4, 8
            }
        }
    }
}
