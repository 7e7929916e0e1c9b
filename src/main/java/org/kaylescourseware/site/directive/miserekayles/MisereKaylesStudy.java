package org.kaylescourseware.site.directive.miserekayles;

import java.util.List;
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.HeapMove;
import org.kaylescourseware.misere.MisereSearch;
import org.kaylescourseware.misere.quotient.MisereQuotient;
import org.kaylescourseware.misere.quotient.PartialQuotients;
import org.kaylescourseware.misere.quotient.Presentation;
import org.kaylescourseware.misere.quotient.Word;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.games.GameDefinition;
import org.kaylescourseware.site.render.RichText;

/**
 * What the misère Kayles directives and facts share: the build's Kayles misère quotient (only for
 * the game whose rule is Kayles), positions searched with a bound, and how an element or a move is
 * written on the page.
 */
final class MisereKaylesStudy {

    /** The rule the quotient is computed for. */
    static final String KAYLES = "0.77";
    /** The largest total size a page may search in misère play: a few hundred milliseconds. */
    static final int MAX_SEARCH = 30;
    static final Parameter<Position> POSITION = Parameter.position("position", "heap sizes such as 9+4+1", 0,
            MAX_SEARCH);
    static final Parameter<Integer> TO = Parameter.integer("to", "the largest total size or row", 1, MAX_SEARCH);

    private MisereKaylesStudy() {
    }

    /** The build's misère quotient of the game named by {@code game=}, which must be Kayles. */
    static MisereQuotient quotient(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.get(Parameter.GAME);
        if (!game.rule().code().equals(KAYLES)) {
            throw arguments.fail(Parameter.GAME, game.id() + " has rule " + game.rule().code()
                    + "; the misère quotient is computed for Kayles (" + KAYLES + ") only: write game=kayles");
        }
        return solver.kaylesMisereQuotient();
    }

    /** The build's partial quotients of the game named by {@code game=}, any game whose moves take boundedly many tokens. */
    static PartialQuotients partialQuotients(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.get(Parameter.GAME);
        try {
            return solver.partialQuotients(game);
        } catch (IllegalArgumentException e) {
            throw arguments.fail(Parameter.GAME, "cannot compute the partial misère quotients of " + game.id() + ": " + e.getMessage());
        }
    }

    /** A misère search for the game named by {@code game=}, up to total size {@code to}. */
    static MisereSearch search(DirectiveArguments arguments, int to) {
        return new MisereSearch(arguments.get(Parameter.GAME).rule(), to);
    }

    /** The normal-play outcome of {@code position} from the nim-values. */
    static OutcomeClass normalOutcome(GrundySequence values, Position position) {
        int nimSum = 0;
        for (int heap : position.heaps()) {
            nimSum ^= values.value(heap);
        }
        return nimSum == 0 ? OutcomeClass.P : OutcomeClass.N;
    }

    /** An element's normal form as TeX between the math delimiters, e.g. {@code $`ab^{2}`$}. */
    static String math(MisereQuotient quotient, int element) {
        return "$`" + tex(quotient, element) + "`$";
    }

    /** An element's normal form in TeX, e.g. {@code ab^{2}} for ab²; the identity is {@code \mathbf 1}. */
    static String tex(MisereQuotient quotient, int element) {
        return tex(quotient.presentation(), quotient.normalForm(element));
    }

    /** A word in TeX: {@code ab^{2}c}; the identity is a bold 1, {@link Word#IDENTITY_TEX}. */
    static String tex(Presentation presentation, Word word) {
        return word.tex(presentation.generators());
    }

    /** "Knock down 2 pins of $`K_{7}`$, leaving $`K_{3} + K_{2}`$", the rows written as {@code rows} writes them. */
    static RichText describe(HeapMove move, RowNotation rows) {
        List<Integer> leaves = move.leaves();
        String left = leaves.isEmpty() ? "nothing" : "$`" + rows.tex(leaves) + "`$";
        return RichText.of("Knock down " + (move.remove() == 1 ? "1 pin" : move.remove() + " pins") + " of $`"
                + rows.rowTex(move.heap()) + "`$, leaving " + left);
    }

    /** How the game's positions are written (Definition 1.2): Kayles' rows K_n. */
    static RowNotation rows(DirectiveArguments arguments) {
        return RowNotation.of(arguments.get(Parameter.GAME).rule());
    }
}
