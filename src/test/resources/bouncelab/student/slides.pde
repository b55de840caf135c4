boolean hitPaddle (Paddle paddle, Ball ball)
{
// 1. Work out circleDistanceX and circleDistanceY
float circleDistanceX = abs(ball.getXCoord() - paddle.getXCoord() - paddle.getPaddleWidth()/2);
float circleDistanceY = abs(ball.getYCoord() - paddle.getYCoord() - paddle.getPaddleHeight()/2);

// 2. Four straight on tests
if (circleDistanceX > (paddle.getPaddleWidth()/2 + ball.getDiameter()/2)) { return false; }
if (circleDistanceY > (paddle.getPaddleHeight()/2 + ball.getDiameter()/2)) { return false; }

if (circleDistanceX <= (paddle.getPaddleWidth()/2)) { return true; }
if (circleDistanceY <= (paddle.getPaddleHeight()/2)) { return true; }

// 3. Corner calculation & test
float cornerDistance = pow(circleDistanceX - paddle.getPaddleWidth()/2, 2) +
                        pow(circleDistanceY - paddle.getPaddleHeight()/2, 2);

if (cornerDistance <= pow(ball.getDiameter()/2, 2))
    return true;
else
    return false;
}
