package org.kaylescourseware.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kaylescourseware.rules.ImpartialRule;

class GameTreeTest {

    private final GameTreeCache cache = new GameTreeCache();

    @Test
    void sumsThatDifferByEmptyHeapsOrOrderAreIsomorphic() {
        // "Misère equivalence classes of Nim positions", Section 2: 2+3+0 ≅ 3+2, but not 2+2+1.
        GameTree twoThreeZero = cache.sum(cache.sum(cache.nimHeap(2), cache.nimHeap(3)), cache.nimHeap(0));
        GameTree threeTwo = cache.sum(cache.nimHeap(3), cache.nimHeap(2));
        assertEquals(threeTwo, twoThreeZero);
        assertSame(threeTwo, twoThreeZero);
        assertNotEquals(threeTwo, cache.nimPosition(Position.of(2, 2, 1)));
    }

    @Test
    void kaylesRowOfTwoPinsIsTheNimHeapTwoButRowOfThreeIsNotHeapThree() {
        // The paper, Section 2: "the Kayles position with two adjacent pins is isomorphic to the Nim position 2".
        ImpartialRule kayles = ImpartialRule.parse("0.77");
        assertSame(cache.nimHeap(2), cache.heapGame(kayles, Position.of(2)));
        GameTree kaylesThree = cache.heapGame(kayles, Position.of(3));
        assertNotEquals(cache.nimHeap(3), kaylesThree);
        // A row of three: take an end pin (2 left), the middle pin (1 + 1), or two pins (1 left).
        assertEquals(java.util.Set.of(cache.nimHeap(2), cache.nimPosition(Position.of(1, 1)), cache.nimHeap(1)),
                java.util.Set.copyOf(kaylesThree.options()));
        assertSame(cache.nimPosition(Position.of(4, 2)), cache.heapGame(ImpartialRule.parse("nim"), Position.of(4, 2)));
    }

    @Test
    void isomorphicFormsBuiltApartAreEqualWithEqualHashes() {
        GameTree star = GameTree.impartial(List.of(GameTree.ZERO));
        GameTree twice = GameTree.impartial(List.of(GameTree.ZERO, GameTree.ZERO, star));
        GameTree other = GameTree.impartial(List.of(GameTree.impartial(List.of(GameTree.ZERO)), GameTree.ZERO));
        assertEquals(twice, other);
        assertEquals(twice.hashCode(), other.hashCode());
        assertEquals(2, twice.options().size());
        assertEquals(cache.nimHeap(2), twice);
    }

    @Test
    void nimHeapHasEverySmallerHeapAsOptionAndItsSizeAsBirthday() {
        GameTree five = cache.nimHeap(5);
        assertEquals(5, five.birthday());
        assertEquals(5, five.options().size());
        for (int k = 0; k < 5; k++) {
            assertTrue(five.options().contains(cache.nimHeap(k)), "*5 has option *" + k);
        }
        assertTrue(five.isImpartial());
    }

    @Test
    void formWithDifferentLeftAndRightOptionsIsPartizan() {
        GameTree one = GameTree.of(List.of(GameTree.ZERO), List.of());
        assertFalse(one.isImpartial());
        assertEquals("{0|}", one.toString());
        assertThrows(IllegalStateException.class, one::options);
        GameTree star = GameTree.of(List.of(GameTree.ZERO), List.of(GameTree.ZERO));
        assertTrue(star.isImpartial());
        assertEquals("1", star.toString());
        assertEquals("{1,2}", GameTree.impartial(List.of(cache.nimHeap(1), cache.nimHeap(2))).toString());
        assertEquals("3", cache.nimHeap(3).toString());
        assertFalse(GameTree.of(List.of(one), List.of(one)).isImpartial(), "{{0|}|{0|}} has partizan options");
    }

    @Test
    void impartialFormRefusesPartizanOptionNamingIt() {
        GameTree one = GameTree.of(List.of(GameTree.ZERO), List.of());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> GameTree.impartial(List.of(one)));
        assertTrue(e.getMessage().contains("{0|}"), e.getMessage());
    }

    @Test
    void zeroIsTheIdentityOfSumsAndSumsCommute() {
        GameTree a = cache.nimPosition(Position.of(3, 1));
        GameTree b = cache.form(List.of(GameTree.ZERO), List.of(cache.nimHeap(1)));
        assertSame(a, cache.sum(a, GameTree.ZERO));
        assertEquals(cache.sum(a, b), cache.sum(b, a));
        assertEquals(cache.sum(cache.sum(a, b), b), cache.sum(a, cache.sum(b, b)));
    }

    @ParameterizedTest
    @CsvSource({"0", "1", "2+2", "3+1", "4+2+1", "3+3+3", "5+4+2+1"})
    void subpositionsOfNimPositionTreeAreItsReachablePositions(String text) {
        Position start = Position.parse(text);
        Set<Position> reachable = new HashSet<>();
        Deque<Position> todo = new ArrayDeque<>(List.of(start));
        while (!todo.isEmpty()) {
            Position p = todo.pop();
            if (reachable.add(p)) {
                for (int i = 0; i < p.heaps().size(); i++) {
                    for (int left = 0; left < p.heaps().get(i); left++) {
                        todo.push(p.replace(i, left == 0 ? List.of() : List.of(left)));
                    }
                }
            }
        }
        assertEquals(reachable.size(), GameTreeCache.subpositions(cache.nimPosition(start)).size());
    }

    @Test
    void cacheRefusesSumPastItsCapacityNamingTheSizes() {
        GameTreeCache small = new GameTreeCache(100);
        GameTree ten = small.nimHeap(10);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> small.sum(ten, ten));
        assertTrue(e.getMessage().contains("121") && e.getMessage().contains("capacity 100"), e.getMessage());
        IllegalArgumentException p = assertThrows(IllegalArgumentException.class,
                () -> small.nimPosition(Position.of(9, 9, 9)));
        assertTrue(p.getMessage().contains("9+9+9") && p.getMessage().contains("1000"), p.getMessage());
    }

    @Test
    void cacheRefusesNegativeHeapSize() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> cache.nimHeap(-3));
        assertTrue(e.getMessage().contains("-3"), e.getMessage());
    }

    @Test
    void gameLongerThanTheLongestBirthdayIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> cache.nimHeap(GameTreeCache.MAX_BIRTHDAY + 1));
        assertTrue(e.getMessage().contains("2001") && e.getMessage().contains("2000"), e.getMessage());
        GameTree old = cache.nimHeap(1500);
        IllegalArgumentException sum = assertThrows(IllegalArgumentException.class, () -> cache.sum(old, old));
        assertTrue(sum.getMessage().contains("3000"), sum.getMessage());
    }

    @Test
    void fullCacheSaysItIsFull() {
        GameTreeCache tiny = new GameTreeCache(3);
        tiny.nimHeap(2);
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> tiny.form(List.of(GameTree.ZERO), List.of()));
        assertTrue(e.getMessage().contains("full"), e.getMessage());
    }
}
